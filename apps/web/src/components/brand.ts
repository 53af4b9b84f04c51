/** The brand's violet-to-cyan gradient, used by the logo, headings and highlights. */
export const brandGradient = 'linear-gradient(135deg, #7c5cff 0%, #21d4fd 100%)';

type Texts = Record<string, string>;

// Vite reads glob patterns as written: the features' names are spelled out, as in i18n.ts.
const files = import.meta.glob<Texts>(
  '/src/features/{charts,deposits,download,explorer,governance,history,layer2,legal,login,marketplace,rankings,reviews,search,seasons,submissions,token-staking,transfers,user-profile,withdrawals}/locales/en.json',
  { eager: true, import: 'default' },
);

/**
 * The English texts of every feature reached only through screens of its own, by feature: one module,
 * so a screen's texts are one file. Imported one by one, each feature's texts were a small file of
 * their own pointing into the same chunk: ten requests before the wallet area could render.
 */
export const screenEnglish: Record<string, Texts> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.split('/')[3], texts]),
);

/** The product name the download page's texts put in their {product} placeholder. */
export const product = 'DAPPX';

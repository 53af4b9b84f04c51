-- The demo catalogue's artwork (issue 17): logos drawn dark move onto a light chip, OpenSea gets its
-- brand logo, and two games get their own marks. Only rows still holding the old demo path change:
-- a logo an admin replaced stays as it is.
UPDATE catalogue_apps SET image = '/media/chips/' || substring(image from '^/media/icons/(.*)$')
  WHERE image IN (
    '/media/icons/tokens/SNX.svg', '/media/icons/tokens/DODO.svg', '/media/icons/exchanges/okx.svg',
    '/media/icons/tokens/IMX.svg', '/media/icons/tokens/YFI.svg', '/media/icons/tokens/GALA.svg',
    '/media/icons/tokens/ILV.svg'
  );--> statement-breakpoint
UPDATE catalogue_apps SET image = '/media/chips/brands/opensea.svg'
  WHERE slug = 'open-sea' AND image = '/media/art/open-sea.svg';--> statement-breakpoint
UPDATE games SET logo = '/media/art/' || slug || '-logo.svg'
  WHERE slug IN ('golden-guild', 'titan-tactics') AND logo = '/media/art/' || slug || '.svg';

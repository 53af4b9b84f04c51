import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * One link for catalogue hrefs: our own paths go through the router, other sites open in a new tab
 * without handing them our window.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, target, rel, ...rest },
  ref,
) {
  if (isInternalHref(href) && target !== '_blank') return <Link ref={ref} to={href} {...rest} />;
  const external = !isInternalHref(href) && !href.startsWith('mailto:');
  return (
    <a
      ref={ref}
      href={href}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      {...rest}
    />
  );
});

import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

/** A router link with MUI's look; `to` comes from config/paths.ts. */
export const AppLink = forwardRef<
  HTMLAnchorElement,
  Omit<MuiLinkProps, 'href'> & Pick<RouterLinkProps, 'to' | 'state' | 'replace'>
>(function AppLink(props, ref) {
  return <MuiLink component={RouterLink} ref={ref} {...props} />;
});

/** An external document or site, opened in a new window without giving it access to this one. */
export function ExternalLink({ href, children, ...props }: MuiLinkProps & { href: string }) {
  return (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </MuiLink>
  );
}

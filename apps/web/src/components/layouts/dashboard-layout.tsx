import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PageLoader } from '@/components/ui/query-state';
import { useFocusHeadingOnNavigate } from '@/hooks/use-focus-heading-on-navigate';
import { useT } from '@/lib/language';
import { useUserLanguage } from '@/lib/user-language';
import { Brand } from './brand';

export type NavItem = { label: string; to: string; icon: ReactNode };

const DRAWER_WIDTH = 248;
const MAIN_ID = 'main-content';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The authenticated shell: a left navigation (spec 000 §2), permanent on wide screens and a
 * drawer behind a menu button on narrow ones, plus a skip link for keyboard users.
 */
export function DashboardLayout({
  navigation,
  footerNavigation,
  children,
}: {
  navigation: NavItem[];
  footerNavigation?: NavItem[];
  children: ReactNode;
}) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  const t = useT();
  // Signed in: the page follows the language stored on the user (issue #27).
  useUserLanguage();

  const renderItems = (items: NavItem[]) =>
    items.map((item) => {
      const active = isActive(pathname, item.to);
      return (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={item.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => setIsMobileOpen(false)}
            sx={{
              mx: 1,
              borderRadius: 1,
              '&.Mui-selected': { bgcolor: 'rgba(11, 93, 87, 0.12)', color: 'primary.dark' },
              '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      );
    });

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Brand />
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')} sx={{ flexGrow: 1, py: 1 }}>
        <List>{renderItems(navigation)}</List>
        {footerNavigation?.length ? (
          <>
            <Divider sx={{ my: 1 }} />
            <List>{renderItems(footerNavigation)}</List>
          </>
        ) : null}
      </Box>
      <Box sx={{ px: 2.5, py: 2 }}>
        <LanguageSwitch signedIn />
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8, outline: '3px solid #f2a900' },
        }}
      >
        {t('nav.skip')}
      </Box>

      {!isWide ? (
        <AppBar position="fixed" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.open')}
              aria-expanded={isMobileOpen}
              onClick={() => setIsMobileOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
            <Brand inverted />
          </Toolbar>
        </AppBar>
      ) : null}

      <Box component="div" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {isWide ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawerContent}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={isMobileOpen}
            onClose={() => setIsMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawerContent}
          </Drawer>
        )}
      </Box>

      <Box
        component="main"
        ref={mainRef}
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, outline: 'none' }}
      >
        {!isWide ? <Toolbar /> : null}
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}

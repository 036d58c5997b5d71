import { AppBar, Box, useColorScheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompact } from '@/web/shared/lib/use-compact';
import { CompactBar } from './compact-bar';
import { EshopField } from './eshop-field';
import { ShellMenu } from './shell-menu';
import { WideBar } from './wide-bar';

export interface ShellUser {
  username: string;
  role: string;
}

/** The frame of every signed-in screen: navigation, e-shop, language, theme, user and sign-out. */
export function AppLayout({
  user,
  onSignOut,
  children,
}: {
  user: ShellUser;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { mode, setMode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  // A phone's width holds the name and a menu, not the whole bar (which wrapped to 198 px there).
  const compact = useCompact();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleTheme = () => setMode(dark ? 'light' : 'dark');
  const themeLabel = dark ? t('shell.lightTheme') : t('shell.darkTheme');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {compact ? (
          <CompactBar menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
        ) : (
          <WideBar
            user={user}
            onSignOut={onSignOut}
            dark={dark}
            toggleTheme={toggleTheme}
            themeLabel={themeLabel}
          />
        )}
      </AppBar>
      {compact && (
        <ShellMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          user={user}
          eshopField={<EshopField fullWidth onPicked={() => setMenuOpen(false)} />}
          dark={dark}
          onToggleTheme={toggleTheme}
          onSignOut={onSignOut}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}

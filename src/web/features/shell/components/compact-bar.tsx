import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { Box, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { isOnActivity, isOnAdmin, isOnOrders, isOnPlatformDrift, routes } from '@/web/shared/lib/paths';

/** A phone's app bar: the menu button, the name and the screen's name (the rest is in the menu). */
export function CompactBar({
  menuOpen,
  setMenuOpen,
}: {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const location = useLocation();
  return (
    <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
      <IconButton
        edge="start"
        onClick={() => setMenuOpen(true)}
        aria-label={t('shell.menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
      >
        <MenuOutlined />
      </IconButton>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        Pickup Desk
      </Typography>
      {config?.sandbox && (
        <Chip label={t('shell.sandbox')} color="warning" size="small" sx={{ flexShrink: 0 }} />
      )}
      <Box sx={{ flexGrow: 1 }} />
      {/* It gives way (ellipsis) when the bar is full: "Nedávno smazaná" widened a 390 px page to 417. */}
      <Typography variant="body2" color="textSecondary" noWrap sx={{ minWidth: 0 }}>
        {isOnOrders(location.pathname)
          ? t('shell.orders')
          : isOnPlatformDrift(location.pathname)
            ? t('shell.drift')
            : isOnActivity(location.pathname)
              ? t('activity.nav')
              : location.pathname.startsWith(routes.adminDeletedPlaces)
                ? t('admin.tabs.deleted')
                : isOnAdmin(location.pathname)
                  ? t('admin.nav')
                  : t('shell.places')}
      </Typography>
    </Toolbar>
  );
}

import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { paths, routes } from '@/web/shared/lib/paths';

/** The administrators' screens, one tab each (links, so each has its address and Back works). */
export function AdminTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { eshopId } = useSelectedEshop();
  const tabs = [
    { path: routes.adminAudit, to: paths.adminAudit(), label: t('admin.tabs.audit') },
    { path: routes.adminUsers, to: paths.adminUsers(), label: t('admin.tabs.users') },
    {
      path: routes.adminDeletedPlaces,
      to: paths.adminDeletedPlaces(eshopId),
      label: t('admin.tabs.deleted'),
    },
  ];
  const current = tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('admin.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.label}
          component={RouterLink}
          to={tab.to}
          aria-current={current === tab.path ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}

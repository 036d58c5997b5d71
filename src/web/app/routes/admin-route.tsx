import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleMay, type Permission } from '@/contract/desk/roles';
import { sessionQuery } from '@/web/features/auth/api/session';
import { AdminTabs } from '@/web/features/admin/components/admin-tabs';
import { AuditPage } from '@/web/features/admin/components/audit-page';
import { DeletedPlacesPage } from '@/web/features/admin/components/deleted-places-page';
import { UsersPage } from '@/web/features/admin/components/users-page';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';

// /admin/...: the audit log and the accounts for administrators, and the recently deleted places
// for whoever may restore one (the restore's own rule). Another role is told so, not sent away.

export type AdminScreen = 'audit' | 'users' | 'deleted';

const NEEDS: Record<AdminScreen, Permission> = {
  audit: 'audit:read',
  users: 'users:manage',
  deleted: 'places:write',
};

export default function AdminRoute({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery).data;
  const { eshopId, eshops } = useSelectedEshop();
  const role = session?.user.role;
  if (!role || !roleMay(role, NEEDS[screen]))
    return (
      <Alert severity="info" role="alert" sx={{ maxWidth: 960, mx: 'auto' }}>
        {t('admin.forbidden')}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', width: '100%', minWidth: 0 }}>
      {role === 'admin' && <AdminTabs />}
      {screen === 'audit' && <AuditPage />}
      {screen === 'users' && <UsersPage self={session!.user.username} />}
      {screen === 'deleted' && eshopId && (
        <DeletedPlacesPage eshopId={eshopId} eshopName={eshops.find((e) => e.id === eshopId)?.name} />
      )}
    </Stack>
  );
}

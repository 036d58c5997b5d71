import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The template files with the headers and two example rows (served by the BFF). */
export function TemplateLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<DownloadOutlined />} href="/bff/imports/template.csv" download>
        {t('import.templateCsv')}
      </Button>
      <Button size="small" startIcon={<DownloadOutlined />} href="/bff/imports/template.xlsx" download>
        {t('import.templateXlsx')}
      </Button>
    </Stack>
  );
}

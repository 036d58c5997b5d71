import SubdirectoryArrowRightOutlined from '@mui/icons-material/SubdirectoryArrowRightOutlined';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@mui/material/styles';
import type { Product, RecommendedProduct } from '@/contract/orders/products';
import { useFormat } from '../lib/format';
import { groupProducts } from '../lib/order-view-model';
import { imageSrc } from '@/web/shared/lib/image-src';

/**
 * On a phone each product is a card of its own: the image beside its name, then each value under
 * the column's name (the cells carry it), instead of a table wider than the screen.
 */
const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '48px 1fr',
      columnGap: 1,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& td': { display: 'block', border: 0, py: 0.25, px: 0.5, textAlign: 'left' },
    '& td:first-of-type': { gridRow: 'span 6' },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
  },
});

/** Products with the ones that reference them (warranty, insurance) shown right under them. */
export function OrderProducts({ products, label }: { products: Product[]; label: string }) {
  const { t } = useTranslation();
  const groups = groupProducts(products);
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={stackedOnPhones}>
        <ProductHead withQuantity />
        <TableBody>
          {groups.map((g) => (
            <Fragment key={g.product.sku ?? g.product.name}>
              <ProductRow product={g.product} withQuantity />
              {g.attached.map((p) => (
                <ProductRow
                  key={p.sku}
                  product={p}
                  withQuantity
                  attachedTo={t('order.attachedTo', { sku: g.product.sku })}
                />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function RecommendedProducts({ products, label }: { products: RecommendedProduct[]; label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={stackedOnPhones}>
        <ProductHead />
        <TableBody>
          {products.map((p) => (
            <ProductRow key={p.sku ?? p.name} product={p} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ProductHead({ withQuantity }: { withQuantity?: boolean }) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{t('order.image')}</TableCell>
        <TableCell>{t('order.productName')}</TableCell>
        <TableCell>{t('order.type')}</TableCell>
        <TableCell>{t('order.sku')}</TableCell>
        {withQuantity && <TableCell align="right">{t('order.quantity')}</TableCell>}
        <TableCell align="right">{t('order.unitPrice')}</TableCell>
        {withQuantity && <TableCell align="right">{t('order.vat')}</TableCell>}
      </TableRow>
    </TableHead>
  );
}

function ProductRow({
  product,
  attachedTo,
  withQuantity,
}: {
  product: Product | RecommendedProduct;
  attachedTo?: string;
  withQuantity?: boolean;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell>
        {product.image ? (
          <Box
            component="img"
            src={imageSrc(product.image)}
            alt=""
            loading="lazy"
            sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'action.hover' }}
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
        ) : null}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: attachedTo ? 2 : 0 }}>
          {attachedTo && (
            <SubdirectoryArrowRightOutlined
              fontSize="small"
              color="action"
              sx={{ mr: 0.5 }}
              aria-label={attachedTo}
            />
          )}
          <Box>
            {product.url ? (
              <Link href={product.url} target="_blank" rel="noopener noreferrer">
                {product.name}
              </Link>
            ) : (
              product.name
            )}
            {product.description && (
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                {product.description}
              </Typography>
            )}
          </Box>
        </Box>
      </TableCell>
      <TableCell data-label={t('order.type')}>{f.code('ProductType', product.type)}</TableCell>
      <TableCell data-label={t('order.sku')} sx={{ fontFamily: 'monospace' }}>
        {product.sku}
      </TableCell>
      {withQuantity && (
        <TableCell align="right" data-label={t('order.quantity')}>
          {f.number((product as Product).quantity)}
        </TableCell>
      )}
      <TableCell align="right" data-label={t('order.unitPrice')}>
        {f.money(product.price)}
      </TableCell>
      {withQuantity && (
        <TableCell align="right" data-label={t('order.vat')}>
          {(product as Product).vat !== undefined ? `${f.number((product as Product).vat)} %` : '—'}
        </TableCell>
      )}
    </TableRow>
  );
}

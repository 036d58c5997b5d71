import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the order page, named by its title for screen readers. */
export function OrderSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, height: '100%', scrollMarginTop: 80 }}
      component="section"
      aria-label={title}
      // The health line's links move the focus here.
      id={id}
      tabIndex={id ? -1 : undefined}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

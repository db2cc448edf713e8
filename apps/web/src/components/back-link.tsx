import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A small link back to where the page was opened from ("Back to investors"); its arrow turns with the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {children}
      </Group>
    </Anchor>
  );
}

import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FintechNav } from './fintech-nav';
import surfaces from '../../../components/surfaces.module.css';

/** The header band of the fintech pages: title, one sentence, and the hub's section strip. */
export function FintechBand({ title, subtitle, aside }: { title: ReactNode; subtitle?: string; aside?: ReactNode }) {
  return (
    <Box className={surfaces.pageHeader}>
      <Container py={{ base: 'xl', sm: 40 }}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" mt={6} maw={720}>
            {subtitle}
          </Text>
        )}
        {aside}
        <FintechNav />
      </Container>
    </Box>
  );
}

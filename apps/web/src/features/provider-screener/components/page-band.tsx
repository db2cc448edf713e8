import { Box, Container, Text, Title } from '@mantine/core';
import { FindingLinks } from './finding-links';
import surfaces from '../../../components/surfaces.module.css';

/** The header band of the finding-providers pages: title, one sentence, and the links between the pages. */
export function PageBand({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box className={surfaces.pageHeader}>
      <Container py={{ base: 'xl', sm: 40 }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={6} maw={680}>
          {subtitle}
        </Text>
        <FindingLinks />
      </Container>
    </Box>
  );
}

import { Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconChartPie, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The value blocks for shareholders & sellers and for investors & buyers. */
export function ValueBlocks() {
  const { t } = useTranslation();
  const blocks = [
    {
      icon: IconChartPie,
      title: t('home.value.sellersTitle'),
      points: [t('home.value.sellersPoint1'), t('home.value.sellersPoint2'), t('home.value.sellersPoint3')],
    },
    {
      icon: IconSearch,
      title: t('home.value.buyersTitle'),
      points: [t('home.value.buyersPoint1'), t('home.value.buyersPoint2'), t('home.value.buyersPoint3')],
    },
  ];

  return (
    <Container component="section" aria-labelledby="home-value-title" className={classes.section}>
      <Stack gap="xs" align="center" ta="center" mb={40}>
        <Title order={2} id="home-value-title">
          {t('home.value.heading')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('home.value.subheading')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {blocks.map((block) => (
          <Paper key={block.title} withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.valueCard}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
              <block.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} mt="md">
              {block.title}
            </Title>
            <List
              mt="md"
              spacing="sm"
              center
              icon={
                <ThemeIcon size={22} radius="xl" color="brand" variant="light" aria-hidden="true">
                  <IconCheck size={14} stroke={2.2} />
                </ThemeIcon>
              }
            >
              {block.points.map((point) => (
                <List.Item key={point}>
                  <Text>{point}</Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}

import { Badge, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDemoAccounts, type DemoAccount } from '../api/get-demo-accounts';
import classes from './auth.module.css';

/**
 * The login page's demo accounts (issue 3): shown only when this deployment offers the demo
 * accounts call. One click on an account fills the form; kept quiet and dense so it never
 * competes with the form itself.
 */
export function DemoAccountsPanel({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  const accounts = useDemoAccounts();
  if (!accounts.data || accounts.data.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="demo-accounts-title" p="md" className={classes.demo}>
      <Stack gap={4} mb="xs">
        <Text component="h2" id="demo-accounts-title" fw={600} size="sm">
          {t('auth.demo.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('auth.demo.hint')}
        </Text>
      </Stack>
      <ul className={classes.demoList}>
        {accounts.data.map((account) => (
          <li key={account.email}>
            <UnstyledButton
              className={classes.demoRow}
              onClick={() => onPick(account)}
              aria-label={t('auth.demo.use', { type: account.typeName, email: account.email })}
            >
              <span className={classes.demoType}>
                {account.typeName}
                {account.isFirstTimeLogin && (
                  <Badge size="xs" variant="light" color="gold" ms={6}>
                    {t('auth.demo.firstLogin')}
                  </Badge>
                )}
              </span>
              <bdi dir="ltr" className={classes.demoEmail}>
                {account.email}
              </bdi>
              <IconArrowBarToDown size={16} aria-hidden="true" className={classes.demoFill} />
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import linkCard from '../../../components/link-card.module.css';
import classes from './registration.module.css';

/**
 * One account type of the registration choice: icon, name and a one-line explanation; the
 * whole card is the link. A journey not built yet shows as a muted card marked "Coming soon".
 */
export function AccountTypeCard({
  to,
  icon,
  title,
  text,
  isAvailable = true,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  isAvailable?: boolean;
}) {
  const { t } = useTranslation('registration');
  const body = (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={isAvailable ? 'brand' : 'gray'} aria-hidden="true">
          {icon}
        </ThemeIcon>
        {!isAvailable && (
          <Badge variant="light" color="gray">
            {t('comingSoon')}
          </Badge>
        )}
      </Group>
      <Text fw={700} size="lg" component="h2">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {isAvailable && (
        <span className={classes.choiceFooter}>
          {t('choice.start')}
          <IconArrowRight size={16} className="flip-rtl" aria-hidden="true" />
        </span>
      )}
    </>
  );
  const className = `${linkCard.linkCard} ${classes.choice}`;
  if (!isAvailable) return <div className={`${className} ${classes.choiceDisabled}`}>{body}</div>;
  return (
    <Link to={to} className={className}>
      {body}
    </Link>
  );
}

import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { InvestorListItem } from '@hissa/contracts/investors';
import { investorProfilePath } from '../investors-paths';
import classes from './investors.module.css';

/** An investor's name as the link to its profile page (the directory's table and cards, the ranking). */
export function InvestorNameLink({ investor }: { investor: Pick<InvestorListItem, 'type' | 'investorId' | 'name'> }) {
  return (
    <Anchor
      component={Link}
      to={investorProfilePath(investor.type, investor.investorId)}
      fw={600}
      c="gray.9"
      className={classes.name}
    >
      {investor.name}
    </Anchor>
  );
}

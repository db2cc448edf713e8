import { describe, it } from 'node:test';
import { firstLink, sweepAs, useSweepServer, type Visit } from '../support/overflow-sweep.ts';

/* No page overflows sideways (support/overflow-sweep.ts): public pages. */

const PUBLIC: Visit[] = [
  '/home',
  '/companies',
  '/company-profile-detail-view/riyad-bank-1',
  '/view-order-book/1',
  '/view-funding-rounds/1',
  '/investors',
  firstLink('/investors', 'a[href*="-investor-profile-detail-view/"]'),
  '/opportunities-funds',
  '/opportunities-offers',
  '/auth/login',
  '/auth/forget-password',
  '/registration',
  '/shareholder-account-type',
  '/investor-account-type',
  '/company-registration',
  '/financial-consultant-registration',
  '/individual-shareholder',
  '/institutional-shareholder',
  '/individual-investor',
  '/institutional-investor',
  '/sp/public/top-recommendations',
  '/sp/sp-screener',
  firstLink('/sp/sp-screener', 'a[href^="/sp/sp/"]'),
  '/sp/public/top-companies',
  '/sp/public/latest-companies',
  '/sp/public/access-by-service-provider',
  '/sp/public/requirements',
  '/sp/register/sp',
  '/sp/register/search-company',
  '/sp/buyer',
  '/sp/plan/custom-package',
  '/advertisement-support',
  '/no-such-page',
];

useSweepServer();

describe('no page overflows sideways at 360, 768 and 1920 px, in English and Arabic: public pages', () => {
  it('public pages (visitor)', () => sweepAs(null, PUBLIC));
});

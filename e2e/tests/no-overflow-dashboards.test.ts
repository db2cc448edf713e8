import { describe, it } from 'node:test';
import { firstLink, sweepAs, useSweepServer, type Visit } from '../support/overflow-sweep.ts';

/* No page overflows sideways (support/overflow-sweep.ts): company, investor and shareholder pages. */

const COMPANY: Visit[] = [
  '/dashboard/company/home',
  '/dashboard/company/my-requests',
  '/dashboard/company/my-requests/new',
  firstLink('/dashboard/company/my-requests', 'a[href^="/dashboard/company/my-requests/"]:not([href$="/new"])'),
  '/dashboard/company/other-requests',
  firstLink('/dashboard/company/other-requests', 'a[href^="/dashboard/company/other-requests/"]'),
  '/dashboard/company/funding-profile',
  '/dashboard/company/find-investors',
  '/dashboard/company/find-investors/all',
  '/dashboard/company/consultants',
  firstLink('/dashboard/company/consultants', 'a[href^="/dashboard/company/consultants/"]'),
  '/dashboard/company/media-packages',
  '/dashboard/company/profile-view',
  '/dashboard/company/update-profile',
  '/dashboard/company/news-and-announcements',
  '/dashboard/company/news-and-announcement-all',
  '/dashboard/company/user-profile',
  '/dashboard/company/update-user-profile',
  '/dashboard/company/loan-applications',
  '/dashboard/invoices',
  '/billing/payments',
  '/change-password',
];

const INVESTOR: Visit[] = [
  '/dashboard/investor/home',
  '/dashboard/investor/my-companies-dashboard',
  '/dashboard/investor/opportunities',
  '/dashboard/investor/my-companies',
  '/dashboard/investor/my-orders',
  '/dashboard/investor/my-trades',
  '/dashboard/investor/my-requests',
  '/dashboard/investor/other-requests',
  '/dashboard/investor/following-companies',
  '/dashboard/investor/individual-profile',
  '/dashboard/investor/update-individual-profile',
  '/dashboard/investor/news',
  '/dashboard/investor/companies',
  '/dashboard/investor/company-profile-detail-view/riyad-bank-1',
];

const SHAREHOLDER: Visit[] = [
  '/dashboard/shareholder/home',
  '/dashboard/shareholder/my-companies-dashboard',
  '/dashboard/shareholder/my-companies',
  '/dashboard/shareholder/my-orders',
  '/dashboard/shareholder/institutional-profile',
];

useSweepServer();

describe('no page overflows sideways at 360, 768 and 1920 px, in English and Arabic: company, investor and shareholder pages', () => {
  it('company pages', () => sweepAs({ email: 'company@demo.hissa.sa', landing: '/dashboard/company/home' }, COMPANY));
  it('investor pages', () =>
    sweepAs({ email: 'individual.investor@demo.hissa.sa', landing: '/dashboard/investor/home' }, INVESTOR));
  it('shareholder pages', () =>
    sweepAs({ email: 'institutional.shareholder@demo.hissa.sa', landing: '/dashboard/shareholder/home' }, SHAREHOLDER));
});

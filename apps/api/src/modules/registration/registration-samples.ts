import type { RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import { samplePdf, samplePng } from '../files/sample-files.ts';

/**
 * Valid applications of each journey (house style: one factory for the seed and the tests).
 * Every code is one the seeded database and the static lists hold (city 3 is Riyadh).
 */

/** A file a sample sends: multipart field, file name, bytes and the type it is. */
export type SampleFile = { field: string; fileName: string; content: Buffer; contentType: string };

const CONSENTS = { acceptTerms: true, acknowledgeFacilitator: true };

/** The fields of a valid `kind` application for `email`. */
export function sampleRegistration(kind: RegistrationKind, email: string): Record<string, unknown> {
  switch (kind) {
    case 'individual-shareholder':
    case 'institutional-shareholder':
      return {
        companyName: 'Nakheel Dates Trading',
        companyRegistrationNumber: '1010456789',
        address: 'King Fahd Road, Al Olaya, Riyadh 12214',
        phone: '0112345678',
        email,
        website: 'https://nakheel-dates.example.sa',
        title: 'ms',
        firstName: 'Sara',
        lastName: 'Al Otaibi',
        firstNameAr: 'سارة',
        lastNameAr: 'العتيبي',
        nationalId: '1098765432',
        shareholdingPercentage: '12.5',
        ...CONSENTS,
        ...(kind === 'institutional-shareholder' ? { designation: 'cfo', authorizedToAct: true } : {}),
      };
    case 'company':
      return {
        companyName: 'Rawabi Logistics Co',
        address: 'Prince Sultan Road, Al Rawdah, Jeddah 23433',
        companyRegistrationNumber: '4030123456',
        firstName: 'Faisal',
        lastName: 'Al Qahtani',
        firstNameAr: 'فيصل',
        lastNameAr: 'القحطاني',
        phone: '0126543210',
        email,
        ...CONSENTS,
        authorizedToAct: true,
      };
    case 'individual-investor':
      return {
        title: 'mr',
        firstName: 'Majed',
        lastName: 'Al Shehri',
        firstNameAr: 'ماجد',
        lastNameAr: 'الشهري',
        countryCode: 'SA',
        city: '3',
        companyName: 'Shehri Family Office',
        designation: 'founder',
        biography: 'Angel investor in Saudi logistics and food companies since 2015.',
        investorType: 'angel',
        geographicalFocus: ['SA', 'AE'],
        industryFocus: ['K', 'H'],
        investmentStrategy: 'Minority stakes of 5 to 15 percent in profitable private companies.',
        previousInvestments: [{ companyName: 'Tamr Foods', ownershipPercentage: '7', ownershipDate: '2019-03-01' }],
        mobile1: '0551234567',
        mobile2: '',
        email1: email,
        email2: '',
        linkedInUrl: 'https://www.linkedin.com/in/majed-alshehri',
        ...CONSENTS,
      };
    case 'institutional-investor':
      return {
        companyName: 'Wadi Capital Partners',
        headquarters: 'SA',
        establishedDate: '2012-09-23',
        sector: 'financial-services',
        numberOfEmployees: '50-249',
        investorType: 'private_equity',
        aboutCompany: 'Riyadh-based private equity firm investing in growth-stage Saudi companies.',
        website: 'https://wadi-capital.example.sa',
        keyMembers: [
          { fullName: 'Abdullah Al Ghamdi', designation: 'managing_director', degree: 'MBA, King Saud University' },
        ],
        companyTelephone: '0114567890',
        companyFax: '',
        contactPersonName: 'Abdullah Al Ghamdi',
        contactPersonNameAr: 'عبد الله الغامدي',
        contactPersonEmail: email,
        ...CONSENTS,
        authorizedToAct: true,
      };
    case 'financial-consultation':
      return {
        title: 'dr',
        firstName: 'Huda',
        lastName: 'Al Zahrani',
        firstNameAr: 'هدى',
        lastNameAr: 'الزهراني',
        email,
        mobile: '0559876543',
        nationalId: '1087654321',
        countryCode: 'SA',
        city: '3',
        englishProficiency: 'advanced',
        arabicProficiency: 'native',
        highestDegree: 'master',
        institution: 'King Fahd University of Petroleum and Minerals',
        fieldOfStudy: 'finance',
        graduationYear: '2010',
        isCfaCharterholder: false,
        cfaLevel: 'level_2',
        certificates: [{ name: 'SOCPA Fellowship', issueDate: '2014-06-15', issuingInstitution: 'SOCPA' }],
        currentTitle: 'Senior Valuation Manager',
        employerName: 'Riyadh Advisory',
        employerType: 'consultancy',
        location: 'Riyadh',
        startYear: '2016',
        jobSummary: 'Leads valuations and financial due diligence for private company transactions.',
        linkedInUrl: '',
        yearsOfExperience: '11-15',
        industryOfExpertise: 'banking',
        areaOfExpertise: 'valuation',
        availability: 'part_time',
        projectsPerWeek: '1',
        reasonForApplying: 'extra_income',
        preferredCurrency: 'SAR',
        hourlyRate: '100-199',
        acceptTerms: true,
      };
  }
}

const pdf = (field: string, title: string): SampleFile => ({
  field,
  fileName: `${field}.pdf`,
  content: samplePdf(title),
  contentType: 'application/pdf',
});
const png = (field: string): SampleFile => ({
  field,
  fileName: `${field}.png`,
  content: samplePng(),
  contentType: 'image/png',
});

/** The files of a valid `kind` application (every required one, and some optional ones). */
export function sampleRegistrationFiles(kind: RegistrationKind): SampleFile[] {
  switch (kind) {
    case 'individual-shareholder':
      return [
        pdf('businessRegistrationDocument', 'Commercial registration'),
        pdf('nationalIdProof', 'National ID'),
        pdf('ownershipProof', 'Share certificate'),
      ];
    case 'institutional-shareholder':
      return [
        ...sampleRegistrationFiles('individual-shareholder'),
        pdf('companyRegistrationProof', 'Company registration'),
      ];
    case 'company':
      return [pdf('idDocument', 'Authorized person ID')];
    case 'individual-investor':
      return [];
    case 'institutional-investor':
      return [png('companyLogo'), png('keyMembers.0.photo')];
    case 'financial-consultation':
      return [
        pdf('idProof', 'National ID'),
        pdf('resume', 'Curriculum vitae'),
        pdf('certificates.0.file', 'SOCPA certificate'),
      ];
  }
}

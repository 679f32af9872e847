export type Marketplace = 'azure' | 'aws';

export const MARKETPLACES: Record<
  Marketplace,
  { name: string; cloud: string; tokenField: 'marketplaceToken' | 'registrationToken'; start: string[] }
> = {
  azure: {
    name: 'Azure Marketplace',
    cloud: 'Azure',
    tokenField: 'marketplaceToken',
    start: [
      'Sign in to the Azure portal and open your DBCloud subscription (search for “SaaS”).',
      'Choose “Configure account now”.',
      'Azure opens this page with your subscription’s token in the address.',
    ],
  },
  aws: {
    name: 'AWS Marketplace',
    cloud: 'AWS',
    tokenField: 'registrationToken',
    start: [
      'Sign in to the AWS Marketplace console and open “Manage subscriptions”.',
      'Choose DBCloud, then “Set up your account”.',
      'AWS opens this page with your registration token.',
    ],
  },
};

export type Marketplace = 'azure' | 'aws';

export const MARKETPLACES: Record<
  Marketplace,
  { name: string; cloud: string; tokenField: 'marketplaceToken' | 'registrationToken' }
> = {
  azure: { name: 'Azure Marketplace', cloud: 'Azure', tokenField: 'marketplaceToken' },
  aws: { name: 'AWS Marketplace', cloud: 'AWS', tokenField: 'registrationToken' },
};

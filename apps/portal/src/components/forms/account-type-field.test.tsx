import { ACCOUNT_TYPES } from '@dbcloud/api-client/enums';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_NAMES } from '../../app/site-labels';
import { AccountTypeField } from './account-type-field';

const registration = { name: 'accountType', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('AccountTypeField', () => {
  it('offers every account type of the contract, named as the rest of the portal names it', () => {
    const html = renderToStaticMarkup(<AccountTypeField id="type" registration={registration} />);
    const offered = [...html.matchAll(/value="([^"]+)"\/><label[^>]*>([^<]*)<\/label>/g)].map(
      ([, value, label]) => [value, label],
    );
    expect(offered).toEqual(ACCOUNT_TYPES.map((type) => [type, ACCOUNT_TYPE_NAMES[type]]));
  });
});

/** The platform's owner contact that domains are registered to, in Gandi's form. */
export const GANDI_OWNER = {
  given: 'Eva',
  family: 'Svensson',
  email: 'domaner@festsidan.se',
  streetaddr: 'Storgatan 1',
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
  phone: '+46.701234567',
  type: 'company',
  orgname: 'Festsidan AB',
} as const;

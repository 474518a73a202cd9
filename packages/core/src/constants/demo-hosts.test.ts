import { describe, expect, it } from 'vitest';
import { demoHostOf, demoHostsOf, demoVariantOfHost, demoVariantOfPath, studentDemoHostOf } from './platform';

describe('demo hosts (000 §2, 002 §2.1)', () => {
  it('puts the brand demo and the student demo on hosts starting with demo.', () => {
    expect(demoHostOf('festsidan.se')).toBe('demo.festsidan.se');
    expect(studentDemoHostOf('festsidan.se')).toBe('demo.student.festsidan.se');
    expect(demoHostsOf('party.localhost')).toEqual({
      standard: 'demo.party.localhost',
      student: 'demo.student.party.localhost',
    });
  });

  it('knows which demo a host is, and that other hosts are none', () => {
    expect(demoVariantOfHost('demo.festsidan.se', 'festsidan.se')).toBe('standard');
    expect(demoVariantOfHost('demo.student.festsidan.se', 'festsidan.se')).toBe('student');
    expect(demoVariantOfHost('student.festsidan.se', 'festsidan.se')).toBeNull();
    expect(demoVariantOfHost('demo.brollopssidan.se', 'festsidan.se')).toBeNull();
  });

  it('takes the student demo only under /digital-studentinbjudan/', () => {
    expect(demoVariantOfPath('/digital-studentinbjudan/snabbstart')).toBe('student');
    expect(demoVariantOfPath('/digital-studentinbjudan/demo')).toBe('student');
    expect(demoVariantOfPath('/snabbstart')).toBe('standard');
    expect(demoVariantOfPath('/sms/snabbstart')).toBe('standard');
    expect(demoVariantOfPath('/demo')).toBe('standard');
  });
});

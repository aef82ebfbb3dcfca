const { areaOfPath, codeLines, isSource, isTest } = require('./shape.cjs');

describe('the shape report', () => {
  it('puts each server module, server folder, remote and package in an area of its own', () => {
    expect(areaOfPath('server/src/modules/hr-leave/leave.routes.ts')).toBe('server/modules/hr-leave');
    expect(areaOfPath('server/src/modules/hr-leave/seed/leave-seed.ts')).toBe('server/modules/hr-leave');
    expect(areaOfPath('server/src/db/schema/booking.ts')).toBe('server/db');
    expect(areaOfPath('server/src/app.ts')).toBe('server/src (files)');
    expect(areaOfPath('server/scripts/x.mjs')).toBe('server/scripts');
    expect(areaOfPath('remotes/hr/src/leave/leave-api.ts')).toBe('remotes/hr');
    expect(areaOfPath('packages/ui/src/select/select.tsx')).toBe('packages/ui');
    expect(areaOfPath('host/src/app.tsx')).toBe('host');
  });

  it('tells tests and the test harness from the code', () => {
    expect(isTest('remotes/hr/src/leave/leave-page.test.tsx')).toBe(true);
    expect(isTest('tools/x/y.test.cjs')).toBe(true);
    expect(isTest('server/src/test/test-app.ts')).toBe(true);
    expect(isTest('server/src/modules/booking/booking.test-support.ts')).toBe(true);
    expect(isTest('remotes/inspection/src/booking/edit/booking-edit-test-support.tsx')).toBe(true);
    expect(isTest('server/src/modules/booking/booking.routes.ts')).toBe(false);
    expect(isSource('host/src/app.tsx')).toBe(true);
    expect(isSource('host/src/styles.css')).toBe(false);
  });

  it('counts the lines that are not blank', () => {
    expect(codeLines('a\n\n  \n// b\nc\n')).toBe(3);
  });
});

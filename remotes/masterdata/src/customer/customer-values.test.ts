import type { CustomerDetail } from '@portal/domain';
import { customerToBody, customerToValues, emptyCustomerValues } from './customer-values';

describe('customer form values', () => {
  it('starts a new customer with one brand row and the current entity', () => {
    const values = emptyCustomerValues(2);
    expect(values.entityIds).toEqual([2]);
    expect(values.brands).toEqual([{ id: null, name: '', active: true }]);
    // The table's defaults: reports downloadable, no certificate.
    expect(values).toMatchObject({ downloadInspectionReport: true, needsInspectionCertificate: false });
  });

  it('leaves blank rows out, trims texts and turns prices into numbers', () => {
    const values = {
      ...emptyCustomerValues(1),
      name: '  Acme  ',
      email: ' ',
      brands: [
        { id: null, name: ' Acme Kids ', active: true },
        { id: null, name: '  ', active: true },
      ],
      seasons: [{ name: 'SS27', startDate: '2027-01-01', endDate: '', isDefault: false }],
      priceData: [
        { category: ' ', serviceId: 1, priceType: 1, unitPrice: '268,50', currency: 'eur' },
        { category: 'X', serviceId: 1, priceType: null, unitPrice: '10', currency: 'USD' },
      ],
    };
    const body = customerToBody(values);
    expect(body).toMatchObject({ id: 0, name: 'Acme', email: null, seasons: [] });
    expect(body.brands).toEqual([{ id: null, name: 'Acme Kids', active: true }]);
    expect(body.priceData).toEqual([
      { category: null, serviceId: 1, priceType: 1, unitPrice: 268.5, currency: 'EUR' },
    ]);
  });

  it('round-trips a loaded customer', () => {
    const record = {
      ...customerToBody(emptyCustomerValues(1)),
      id: 7,
      version: 3,
      entityId: 1,
      name: 'Loaded',
      countryName: null,
      sisterCompanies: [],
      downloadInspectionReport: false,
      needsInspectionCertificate: true,
      brands: [{ id: 4, name: 'Loaded Brand', active: false }],
      priceData: [{ category: null, serviceId: 1, priceType: 2, unitPrice: 12, currency: 'USD' }],
    } as CustomerDetail;
    const values = customerToValues(record);
    expect(values.code).toBe('');
    expect(values.priceData[0]!.unitPrice).toBe('12');
    const body = customerToBody(values);
    expect(body.id).toBe(7);
    expect(body.brands).toEqual([{ id: 4, name: 'Loaded Brand', active: false }]);
    expect(body.priceData[0]!.unitPrice).toBe(12);
    expect(body).toMatchObject({ downloadInspectionReport: false, needsInspectionCertificate: true });
  });
});

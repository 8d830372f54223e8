/** The sample ERP's retail customers (decision 327): one in Quebec with two doors, one in Ontario, one chain in BC. */
export const SAMPLE_CUSTOMERS: readonly {
  cells: Record<string, string>;
  shipTos: Record<string, string>[];
}[] = [
  {
    cells: {
      customer_number: "C-10042",
      legal_name: "Chaussures Tremblay inc.",
      operating_name: "Chaussures Tremblay",
      terms: "Net 30",
      language: "fr",
      status: "active",
      gst_hst_number: "123456789RT0001",
      qst_number: "1234567890TQ0001",
      credit_limit: "25000.00",
      open_balance: "4180.50",
      price_groups: "INDEP|QC-EAST",
    },
    shipTos: [
      {
        ship_to: "MTL-1",
        ship_to_name: "Saint-Denis",
        store_number: "1",
        street: "1234, rue Saint-Denis",
        city: "Montréal",
        province: "QC",
        postal_code: "H2X 3K2",
      },
      {
        ship_to: "QC-2",
        ship_to_name: "Québec – Saint-Roch",
        store_number: "2",
        street: "500, boulevard Charest Est",
        city: "Québec",
        province: "QC",
        postal_code: "G1K 3J4",
      },
    ],
  },
  {
    cells: {
      customer_number: "C-20017",
      legal_name: "Bayview Shoes Ltd.",
      operating_name: "Bayview Shoes",
      terms: "Net 60",
      language: "en",
      status: "active",
      gst_hst_number: "987654321RT0001",
      credit_limit: "15000.00",
      open_balance: "0.00",
      price_groups: "INDEP",
    },
    shipTos: [
      {
        ship_to: "TOR-1",
        ship_to_name: "Bayview Village",
        store_number: "",
        street: "1600 Bayview Avenue",
        city: "Toronto",
        province: "ON",
        postal_code: "M4G 3B7",
      },
    ],
  },
  {
    cells: {
      customer_number: "C-30005",
      legal_name: "Coastal Footwear Co. Ltd.",
      operating_name: "Coastal Footwear",
      terms: "Net 30",
      language: "en",
      status: "on_hold",
      gst_hst_number: "555444333RT0001",
      pst_number: "PST-1234-5678",
      credit_limit: "40000.00",
      open_balance: "41250.00",
      price_groups: "CHAIN",
    },
    shipTos: [
      {
        ship_to: "VAN-DC",
        ship_to_name: "Distribution centre",
        store_number: "",
        street: "8100 Ontario Street",
        city: "Vancouver",
        province: "BC",
        postal_code: "V5X 3E1",
      },
      {
        ship_to: "VIC-04",
        ship_to_name: "Victoria – Douglas Street",
        store_number: "4",
        street: "1150 Douglas Street",
        city: "Victoria",
        province: "BC",
        postal_code: "V8W 2C7",
      },
    ],
  },
];

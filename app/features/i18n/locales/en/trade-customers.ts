/** The staff tools' customers pages (`/tools/customers`): retail customers, their ship-tos and their buyers. */
export const tradeCustomers = {
  title: "Customers",
  description:
    "The retail customers the ERP sends, their ship-to locations and the buyers who order for them.",
  heading: "Customers",
  intro:
    "Each retail customer as the ERP's customers feed gives it, or as an approved application made it. Invite a customer's buyers here; an administrator among them can then invite colleagues.",
  search: "Search",
  searchHint: "Customer number or name",
  submit: "Search",
  count_one: "{{count}} customer",
  count_other: "{{count}} customers",
  showing: "Showing the first {{shown}} of {{total}}. Search to narrow them.",
  empty: "No customer matches this search.",
  none: "No customer yet: they arrive with the ERP's customers feed, or from an approved retail application.",
  columns: { number: "Number", name: "Customer", status: "Status", buyers: "Buyers", shipTos: "Ship-tos" },
  back: "Back to customers",
  notFound: "This customer is not one the ERP has sent.",
  company: "Company",
  buyers: "Buyers",
  buyersEmpty: "No buyer yet: invite the first, who becomes the customer's administrator.",
  invite: "Invite a buyer",
  firstIsAdmin: "The first buyer of a customer is its administrator.",
  resetSecondFactor: "Reset two-step verification",
  secondFactorOn: "Two-step verification on",
};

import type { ReactNode } from "react";

const LOOKS = {
  status: "border-green-200 bg-green-50 text-green-900",
  alert: "border-red-200 bg-red-50 text-red-800",
};

/**
 * What a staff page says of the action just taken: done (a status, in green) or refused (an alert, in red),
 * announced as it appears; `children` add the details under the sentence (the fields to correct).
 */
export function ActionAnswer({
  role,
  text,
  children,
}: {
  role: keyof typeof LOOKS;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div role={role} className={`rounded-lg border p-3 ${LOOKS[role]}`}>
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}

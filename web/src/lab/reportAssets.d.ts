// The scripts report.html inlines, each as source text (reportAssetsPlugin.ts makes them).
declare module 'virtual:lab-report-assets/*' {
  const text: string;
  export default text;
}

// The old path of the hosting API client, kept while __tests__/watch imports it from here.
export { HostingClient } from './api/hosting-api.js'

/** `hivegate/adapters/http`: the Koa application and every route of the service, over a composed core. */
export { createHttpApp } from './createHttpApp';
export { hivegateRouters, type ServiceUseCases } from './hivegateRouters';

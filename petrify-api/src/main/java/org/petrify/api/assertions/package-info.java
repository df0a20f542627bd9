/**
 * AssertJ assertions for users' tests: {@code assertThat(Petrify.analyze(cp).mainClass("app.Main"))
 * .hasNoDeadlock()}. AssertJ is an optional dependency of petrify-api: tests that use this
 * package need {@code org.assertj:assertj-core} (3.x) on their own test class path.
 */
package org.petrify.api.assertions;

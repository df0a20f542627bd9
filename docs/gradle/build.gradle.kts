// Petrify in a Gradle build, without a Gradle plugin: the JUnit extension runs in the `test`
// task, and the runnable jar checks the application in a JavaExec task.
// (Checked by petrify-cli's GradleSampleTest: every --option below exists in `petrify check`.)
plugins {
    java
    application
}

repositories {
    mavenLocal()   // petrify is installed there by `mvn -B install -DskipTests` (not published yet)
    mavenCentral()
}

val petrify: Configuration by configurations.creating

dependencies {
    testImplementation("org.petrify:petrify-api:0.1.0-SNAPSHOT")
    testImplementation("org.junit.jupiter:junit-jupiter:5.14.1")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
    compileOnly("org.petrify:petrify-annotations:0.1.0-SNAPSHOT")   // @Suppress, class retention
    petrify("org.petrify:petrify-cli:0.1.0-SNAPSHOT")
}

application {
    mainClass.set("app.Main")
}

tasks.test {
    useJUnitPlatform()   // @PetrifyCheck tests fail on a new finding
}

// ./gradlew petrifyCheck: the same check as `petrify check`, failing the build on exit status 1.
val petrifyCheck by tasks.registering(JavaExec::class) {
    dependsOn(tasks.classes)
    classpath = petrify
    mainClass.set("org.petrify.cli.Main")
    args(
        "check",
        sourceSets.main.get().runtimeClasspath.asPath,
        "--main", "app.Main",
        "--property", "deadlock",
        "--timeout", "120",
        "--baseline", "petrify-baseline.sarif",
        "--source-root", "src/main/java",
        "--format", "sarif",
    )
    standardOutput = file("build/petrify.sarif").outputStream()
}

tasks.check {
    dependsOn(petrifyCheck)
}

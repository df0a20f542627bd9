main entry

proc corpus.extra.jdkentry.fixed.Main$Empty.<init>()[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] {
  s1: call corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main$Empty.<init>(Main.java:23)
}

proc corpus.extra.jdkentry.fixed.Main$Empty.<init>()[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47,corpus.extra.jdkentry.fixed.Main.main:59#7] {
  s1: call corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main$Empty.<init>(Main.java:23)
}

proc corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] {
  s3: write corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2[corpus.extra.jdkentry.fixed.Main.main:59#7].key // at corpus.extra.jdkentry.fixed.Main$Empty.<init>(Main.java:27)
}

proc corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47,corpus.extra.jdkentry.fixed.Main.main:59#7] {
  s3: write corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47[corpus.extra.jdkentry.fixed.Main.main:59#7].key // at corpus.extra.jdkentry.fixed.Main$Empty.<init>(Main.java:27)
}

proc corpus.extra.jdkentry.fixed.Main$Empty.getValue[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] {
}

proc corpus.extra.jdkentry.fixed.Main.<clinit> {
  s2: write corpus.extra.jdkentry.fixed.Main.A // at corpus.extra.jdkentry.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.jdkentry.fixed.Main.B // at corpus.extra.jdkentry.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.jdkentry.fixed.Main.entry[corpus.extra.jdkentry.fixed.Main.main:59#7] {
  s1: jump s3 s6                         // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3: jump s3_1 s3_3                     // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3_1: call corpus.extra.jdkentry.fixed.Main$Empty.<init>()[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3_2: goto s3_j0                       // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3_3: call corpus.extra.jdkentry.fixed.Main$Empty.<init>()[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3_j0: skip                            // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s3_5: goto exit                        // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s6: jump s6_1 s6_3                     // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s6_1: call corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s6_2: goto s6_j0                       // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s6_3: call corpus.extra.jdkentry.fixed.Main$Empty.<init>(java.lang.String)[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
  s6_j0: skip                            // at corpus.extra.jdkentry.fixed.Main.entry(Main.java:47)
}

proc corpus.extra.jdkentry.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdkentry.fixed.Main.A // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:52)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:52)
  s2: read corpus.extra.jdkentry.fixed.Main.B // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:53)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:53)
  s4: read java.lang.System.out          // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:54)
  s6: release java.lang.Object@Main.java:17 // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:55)
  s16: release java.lang.Object@Main.java:16 // at corpus.extra.jdkentry.fixed.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.jdkentry.fixed.Main.main {
  s5: fork corpus.extra.jdkentry.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:51 // at corpus.extra.jdkentry.fixed.Main.main(Main.java:58)
  s7: call corpus.extra.jdkentry.fixed.Main.entry[corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s8: jump s8_1 s8_3                     // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s8_1: call corpus.extra.jdkentry.fixed.Main$Empty.getValue[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s8_2: goto s8_j0                       // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s8_3: call corpus.extra.jdkentry.fixed.Main$Empty.getValue[corpus.extra.jdkentry.fixed.Main$Empty@Main.java:47#2,corpus.extra.jdkentry.fixed.Main.main:59#7] // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s8_j0: skip                            // at corpus.extra.jdkentry.fixed.Main.main(Main.java:59)
  s28: join java.lang.Thread@Main.java:51 // at corpus.extra.jdkentry.fixed.Main.main(Main.java:67)
}

proc entry {
  init0: call corpus.extra.jdkentry.fixed.Main.<clinit> // at corpus.extra.jdkentry.fixed.Main.main(Main.java:51)
  main: call corpus.extra.jdkentry.fixed.Main.main // at corpus.extra.jdkentry.fixed.Main.main(Main.java:51)
}

main corpus.extra.trypermit.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:42.count cap 1 init 1

proc corpus.extra.trypermit.fixed.Main$Limits$Builder.<init>[corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] {
  s2: write corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40.permits // at corpus.extra.trypermit.fixed.Main$Limits$Builder.<init>(Main.java:26)
}

proc corpus.extra.trypermit.fixed.Main$Limits$Builder.build[corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] {
  s2: call corpus.extra.trypermit.fixed.Main$Limits.<init>[corpus.extra.trypermit.fixed.Main$Limits@Main.java:34,corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] // at corpus.extra.trypermit.fixed.Main$Limits$Builder.build(Main.java:34)
}

proc corpus.extra.trypermit.fixed.Main$Limits$Builder.permits[corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] {
  s2: write corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40.permits // at corpus.extra.trypermit.fixed.Main$Limits$Builder.permits(Main.java:29)
}

proc corpus.extra.trypermit.fixed.Main$Limits.<init>[corpus.extra.trypermit.fixed.Main$Limits@Main.java:34,corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] {
  s3: read corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40.permits // at corpus.extra.trypermit.fixed.Main$Limits.<init>(Main.java:22)
  s4: write corpus.extra.trypermit.fixed.Main$Limits@Main.java:34[corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40].permits // at corpus.extra.trypermit.fixed.Main$Limits.<init>(Main.java:22)
}

proc corpus.extra.trypermit.fixed.Main.lambda$main$0[corpus.extra.trypermit.fixed.Main.main:43#15] {
  s2: jump s2_1 s5                       // at corpus.extra.trypermit.fixed.Main.lambda$main$0(Main.java:45)
  s2_1: skip                             // at corpus.extra.trypermit.fixed.Main.lambda$main$0(Main.java:45)
  s4: skip                               // at corpus.extra.trypermit.fixed.Main.lambda$main$0(Main.java:46)
  s5: trydown java.util.concurrent.CountDownLatch@Main.java:42.count 1 else s5_1 // at corpus.extra.trypermit.fixed.Main.lambda$main$0(Main.java:49)
  s5_1: skip                             // at corpus.extra.trypermit.fixed.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.trypermit.fixed.Main.main {
  s2: call corpus.extra.trypermit.fixed.Main$Limits$Builder.<init>[corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] // at corpus.extra.trypermit.fixed.Main.main(Main.java:40)
  s3: call corpus.extra.trypermit.fixed.Main$Limits$Builder.permits[corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] // at corpus.extra.trypermit.fixed.Main.main(Main.java:40)
  s4: call corpus.extra.trypermit.fixed.Main$Limits$Builder.build[corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40] // at corpus.extra.trypermit.fixed.Main.main(Main.java:40)
  s6: read corpus.extra.trypermit.fixed.Main$Limits@Main.java:34[corpus.extra.trypermit.fixed.Main.main:40#4,corpus.extra.trypermit.fixed.Main$Limits$Builder@Main.java:40].permits // at corpus.extra.trypermit.fixed.Main.main(Main.java:41)
  s15: fork corpus.extra.trypermit.fixed.Main.lambda$main$0[corpus.extra.trypermit.fixed.Main.main:43#15] java.lang.Thread@Main.java:43 // at corpus.extra.trypermit.fixed.Main.main(Main.java:52)
  s16: until java.util.concurrent.CountDownLatch@Main.java:42.count <= 0 // at corpus.extra.trypermit.fixed.Main.main(Main.java:53)
  s17: join java.lang.Thread@Main.java:43 // at corpus.extra.trypermit.fixed.Main.main(Main.java:54)
}

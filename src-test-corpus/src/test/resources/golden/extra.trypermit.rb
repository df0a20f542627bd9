main corpus.extra.trypermit.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:47.count cap 1 init 1

proc corpus.extra.trypermit.Main$Limits$Builder.<init>[corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] {
  s2: write corpus.extra.trypermit.Main$Limits$Builder@Main.java:45.permits // at corpus.extra.trypermit.Main$Limits$Builder.<init>(Main.java:31)
}

proc corpus.extra.trypermit.Main$Limits$Builder.build[corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] {
  s2: call corpus.extra.trypermit.Main$Limits.<init>[corpus.extra.trypermit.Main$Limits@Main.java:39,corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] // at corpus.extra.trypermit.Main$Limits$Builder.build(Main.java:39)
}

proc corpus.extra.trypermit.Main$Limits$Builder.permits[corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] {
  s2: write corpus.extra.trypermit.Main$Limits$Builder@Main.java:45.permits // at corpus.extra.trypermit.Main$Limits$Builder.permits(Main.java:34)
}

proc corpus.extra.trypermit.Main$Limits.<init>[corpus.extra.trypermit.Main$Limits@Main.java:39,corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] {
  s3: read corpus.extra.trypermit.Main$Limits$Builder@Main.java:45.permits // at corpus.extra.trypermit.Main$Limits.<init>(Main.java:27)
  s4: write corpus.extra.trypermit.Main$Limits@Main.java:39[corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45].permits // at corpus.extra.trypermit.Main$Limits.<init>(Main.java:27)
}

proc corpus.extra.trypermit.Main.lambda$main$0[corpus.extra.trypermit.Main.main:48#15] {
  s2: jump s2_1 exit                     // at corpus.extra.trypermit.Main.lambda$main$0(Main.java:49)
  s2_1: skip                             // at corpus.extra.trypermit.Main.lambda$main$0(Main.java:49)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:47.count 1 else s4_1 // at corpus.extra.trypermit.Main.lambda$main$0(Main.java:51)
  s4_1: skip                             // at corpus.extra.trypermit.Main.lambda$main$0(Main.java:51)
  s5: skip                               // at corpus.extra.trypermit.Main.lambda$main$0(Main.java:53)
}

proc corpus.extra.trypermit.Main.main {
  s2: call corpus.extra.trypermit.Main$Limits$Builder.<init>[corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] // at corpus.extra.trypermit.Main.main(Main.java:45)
  s3: call corpus.extra.trypermit.Main$Limits$Builder.permits[corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] // at corpus.extra.trypermit.Main.main(Main.java:45)
  s4: call corpus.extra.trypermit.Main$Limits$Builder.build[corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45] // at corpus.extra.trypermit.Main.main(Main.java:45)
  s6: read corpus.extra.trypermit.Main$Limits@Main.java:39[corpus.extra.trypermit.Main.main:45#4,corpus.extra.trypermit.Main$Limits$Builder@Main.java:45].permits // at corpus.extra.trypermit.Main.main(Main.java:46)
  s15: fork corpus.extra.trypermit.Main.lambda$main$0[corpus.extra.trypermit.Main.main:48#15] java.lang.Thread@Main.java:48 // at corpus.extra.trypermit.Main.main(Main.java:57)
  s16: until java.util.concurrent.CountDownLatch@Main.java:47.count <= 0 // at corpus.extra.trypermit.Main.main(Main.java:58)
  s17: join java.lang.Thread@Main.java:48 // at corpus.extra.trypermit.Main.main(Main.java:59)
}

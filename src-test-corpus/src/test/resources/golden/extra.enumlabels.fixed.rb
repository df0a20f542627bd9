main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.enumlabels.fixed.Main$Cmd.$values {
  s1: read corpus.extra.enumlabels.fixed.Main$Cmd.WAIT // at corpus.extra.enumlabels.fixed.Main$Cmd.$values(Main.java:18)
  s2: write corpus.extra.enumlabels.fixed.Main$Cmd[]@Main.java:18[0] // at corpus.extra.enumlabels.fixed.Main$Cmd.$values(Main.java:18)
  s3: read corpus.extra.enumlabels.fixed.Main$Cmd.OPEN // at corpus.extra.enumlabels.fixed.Main$Cmd.$values(Main.java:18)
  s4: write corpus.extra.enumlabels.fixed.Main$Cmd[]@Main.java:18[1] // at corpus.extra.enumlabels.fixed.Main$Cmd.$values(Main.java:18)
}

proc corpus.extra.enumlabels.fixed.Main$Cmd.<clinit> {
  s1: call corpus.extra.enumlabels.fixed.Main$Cmd.<init>[corpus.extra.enumlabels.fixed.Main$Cmd@Main.java:18#2] // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
  s2: write corpus.extra.enumlabels.fixed.Main$Cmd.WAIT // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
  s4: call corpus.extra.enumlabels.fixed.Main$Cmd.<init>[corpus.extra.enumlabels.fixed.Main$Cmd@Main.java:18#2] // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
  s5: write corpus.extra.enumlabels.fixed.Main$Cmd.OPEN // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
  s6: call corpus.extra.enumlabels.fixed.Main$Cmd.$values // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
  s7: write corpus.extra.enumlabels.fixed.Main$Cmd.$VALUES // at corpus.extra.enumlabels.fixed.Main$Cmd.<clinit>(Main.java:18)
}

proc corpus.extra.enumlabels.fixed.Main$Cmd.<init>[corpus.extra.enumlabels.fixed.Main$Cmd@Main.java:18#2] {
}

proc corpus.extra.enumlabels.fixed.Main.<clinit> {
  s2: write corpus.extra.enumlabels.fixed.Main.OPENED // at corpus.extra.enumlabels.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.enumlabels.fixed.Main.handle[corpus.extra.enumlabels.fixed.Main.lambda$main$0:34#1] {
  s5: read corpus.extra.enumlabels.fixed.Main.OPENED // at corpus.extra.enumlabels.fixed.Main.handle(Main.java:24)
  s6: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.enumlabels.fixed.Main.handle(Main.java:24)
}

proc corpus.extra.enumlabels.fixed.Main.handle[corpus.extra.enumlabels.fixed.Main.main:40#7] {
  s8: read corpus.extra.enumlabels.fixed.Main.OPENED // at corpus.extra.enumlabels.fixed.Main.handle(Main.java:25)
  s9: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s9_1 // at corpus.extra.enumlabels.fixed.Main.handle(Main.java:25)
  s9_1: skip                             // at corpus.extra.enumlabels.fixed.Main.handle(Main.java:25)
}

proc corpus.extra.enumlabels.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.enumlabels.fixed.Main$Cmd.WAIT // at corpus.extra.enumlabels.fixed.Main.lambda$main$0(Main.java:34)
  s1: call corpus.extra.enumlabels.fixed.Main.handle[corpus.extra.enumlabels.fixed.Main.lambda$main$0:34#1] // at corpus.extra.enumlabels.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.enumlabels.fixed.Main.main {
  s5: fork corpus.extra.enumlabels.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.enumlabels.fixed.Main.main(Main.java:39)
  s6: read corpus.extra.enumlabels.fixed.Main$Cmd.OPEN // at corpus.extra.enumlabels.fixed.Main.main(Main.java:40)
  s7: call corpus.extra.enumlabels.fixed.Main.handle[corpus.extra.enumlabels.fixed.Main.main:40#7] // at corpus.extra.enumlabels.fixed.Main.main(Main.java:40)
  s8: join java.lang.Thread@Main.java:32 // at corpus.extra.enumlabels.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.enumlabels.fixed.Main.<clinit> // at corpus.extra.enumlabels.fixed.Main.main(Main.java:32)
  init1: call corpus.extra.enumlabels.fixed.Main$Cmd.<clinit> // at corpus.extra.enumlabels.fixed.Main.main(Main.java:32)
  main: call corpus.extra.enumlabels.fixed.Main.main // at corpus.extra.enumlabels.fixed.Main.main(Main.java:32)
}

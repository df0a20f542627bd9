main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.enumlabels.Main$Cmd.$values {
  s1: read corpus.extra.enumlabels.Main$Cmd.WAIT // at corpus.extra.enumlabels.Main$Cmd.$values(Main.java:18)
  s2: write corpus.extra.enumlabels.Main$Cmd[]@Main.java:18[0] // at corpus.extra.enumlabels.Main$Cmd.$values(Main.java:18)
  s3: read corpus.extra.enumlabels.Main$Cmd.OPEN // at corpus.extra.enumlabels.Main$Cmd.$values(Main.java:18)
  s4: write corpus.extra.enumlabels.Main$Cmd[]@Main.java:18[1] // at corpus.extra.enumlabels.Main$Cmd.$values(Main.java:18)
}

proc corpus.extra.enumlabels.Main$Cmd.<clinit> {
  s1: call corpus.extra.enumlabels.Main$Cmd.<init>[corpus.extra.enumlabels.Main$Cmd@Main.java:18#2] // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
  s2: write corpus.extra.enumlabels.Main$Cmd.WAIT // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
  s4: call corpus.extra.enumlabels.Main$Cmd.<init>[corpus.extra.enumlabels.Main$Cmd@Main.java:18#2] // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
  s5: write corpus.extra.enumlabels.Main$Cmd.OPEN // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
  s6: call corpus.extra.enumlabels.Main$Cmd.$values // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
  s7: write corpus.extra.enumlabels.Main$Cmd.$VALUES // at corpus.extra.enumlabels.Main$Cmd.<clinit>(Main.java:18)
}

proc corpus.extra.enumlabels.Main$Cmd.<init>[corpus.extra.enumlabels.Main$Cmd@Main.java:18#2] {
}

proc corpus.extra.enumlabels.Main.<clinit> {
  s2: write corpus.extra.enumlabels.Main.OPENED // at corpus.extra.enumlabels.Main.<clinit>(Main.java:20)
}

proc corpus.extra.enumlabels.Main.handle[corpus.extra.enumlabels.Main.lambda$main$0:34#1] {
  s5: read corpus.extra.enumlabels.Main.OPENED // at corpus.extra.enumlabels.Main.handle(Main.java:24)
  s6: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.enumlabels.Main.handle(Main.java:24)
}

proc corpus.extra.enumlabels.Main.lambda$main$0 {
  s0: read corpus.extra.enumlabels.Main$Cmd.WAIT // at corpus.extra.enumlabels.Main.lambda$main$0(Main.java:34)
  s1: call corpus.extra.enumlabels.Main.handle[corpus.extra.enumlabels.Main.lambda$main$0:34#1] // at corpus.extra.enumlabels.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.enumlabels.Main.main {
  s5: fork corpus.extra.enumlabels.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.enumlabels.Main.main(Main.java:39)
  s6: read corpus.extra.enumlabels.Main$Cmd.WAIT // at corpus.extra.enumlabels.Main.main(Main.java:40)
  s7: call corpus.extra.enumlabels.Main.handle[corpus.extra.enumlabels.Main.lambda$main$0:34#1] // at corpus.extra.enumlabels.Main.main(Main.java:40)
  s8: join java.lang.Thread@Main.java:32 // at corpus.extra.enumlabels.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.enumlabels.Main.<clinit> // at corpus.extra.enumlabels.Main.main(Main.java:32)
  init1: call corpus.extra.enumlabels.Main$Cmd.<clinit> // at corpus.extra.enumlabels.Main.main(Main.java:32)
  main: call corpus.extra.enumlabels.Main.main // at corpus.extra.enumlabels.Main.main(Main.java:32)
}

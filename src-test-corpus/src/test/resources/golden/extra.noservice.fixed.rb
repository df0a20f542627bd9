main entry

proc corpus.extra.noservice.fixed.Main.<clinit> {
  s2: write corpus.extra.noservice.fixed.Main.CONSOLE // at corpus.extra.noservice.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.noservice.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.noservice.fixed.Main.CONSOLE // at corpus.extra.noservice.fixed.Main.lambda$main$0(Main.java:33)
  s1: acquire java.lang.Object@Main.java:23 // at corpus.extra.noservice.fixed.Main.lambda$main$0(Main.java:33)
  s2: read corpus.extra.noservice.fixed.Main.CONSOLE // at corpus.extra.noservice.fixed.Main.lambda$main$0(Main.java:34)
  s3: notifyAll java.lang.Object@Main.java:23 // at corpus.extra.noservice.fixed.Main.lambda$main$0(Main.java:34)
  s4: release java.lang.Object@Main.java:23 // at corpus.extra.noservice.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.noservice.fixed.Main.main {
  s14: read corpus.extra.noservice.fixed.Main.CONSOLE // at corpus.extra.noservice.fixed.Main.main(Main.java:37)
  s15: acquire java.lang.Object@Main.java:23 // at corpus.extra.noservice.fixed.Main.main(Main.java:37)
  s16: fork corpus.extra.noservice.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.noservice.fixed.Main.main(Main.java:38)
  s17: release java.lang.Object@Main.java:23 // at corpus.extra.noservice.fixed.Main.main(Main.java:39)
  s25: join java.lang.Thread@Main.java:32 // at corpus.extra.noservice.fixed.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.noservice.fixed.Main.<clinit> // at corpus.extra.noservice.fixed.Main.main(Main.java:26)
  main: call corpus.extra.noservice.fixed.Main.main // at corpus.extra.noservice.fixed.Main.main(Main.java:26)
}

main entry

proc corpus.extra.noservice.Main.<clinit> {
  s2: write corpus.extra.noservice.Main.CONSOLE // at corpus.extra.noservice.Main.<clinit>(Main.java:26)
}

proc corpus.extra.noservice.Main.lambda$main$0 {
  s0: read corpus.extra.noservice.Main.CONSOLE // at corpus.extra.noservice.Main.lambda$main$0(Main.java:36)
  s1: acquire java.lang.Object@Main.java:26 // at corpus.extra.noservice.Main.lambda$main$0(Main.java:36)
  s2: read corpus.extra.noservice.Main.CONSOLE // at corpus.extra.noservice.Main.lambda$main$0(Main.java:37)
  s3: notifyAll java.lang.Object@Main.java:26 // at corpus.extra.noservice.Main.lambda$main$0(Main.java:37)
  s4: release java.lang.Object@Main.java:26 // at corpus.extra.noservice.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.noservice.Main.main {
  s14: read corpus.extra.noservice.Main.CONSOLE // at corpus.extra.noservice.Main.main(Main.java:40)
  s15: acquire java.lang.Object@Main.java:26 // at corpus.extra.noservice.Main.main(Main.java:40)
  s16: fork corpus.extra.noservice.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.extra.noservice.Main.main(Main.java:41)
  s17: join java.lang.Thread@Main.java:35 // at corpus.extra.noservice.Main.main(Main.java:42)
  s18: release java.lang.Object@Main.java:26 // at corpus.extra.noservice.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.extra.noservice.Main.<clinit> // at corpus.extra.noservice.Main.main(Main.java:29)
  main: call corpus.extra.noservice.Main.main // at corpus.extra.noservice.Main.main(Main.java:29)
}

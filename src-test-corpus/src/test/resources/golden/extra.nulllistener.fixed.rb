main entry
var corpus.extra.nulllistener.fixed.Main.listener { null nonnull } = null

proc corpus.extra.nulllistener.fixed.Main.<clinit> {
  s2: write corpus.extra.nulllistener.fixed.Main.A // at corpus.extra.nulllistener.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.nulllistener.fixed.Main.B // at corpus.extra.nulllistener.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.nulllistener.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.nulllistener.fixed.Main.B // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:35)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:35)
  s2: read corpus.extra.nulllistener.fixed.Main.A // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:36)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:36)
  s4: read java.lang.System.out          // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:37)
  s6: release java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:38)
  s16: release java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.nulllistener.fixed.Main.main {
  s5: fork corpus.extra.nulllistener.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.nulllistener.fixed.Main.main(Main.java:41)
  s6: call corpus.extra.nulllistener.fixed.Main.publish[corpus.extra.nulllistener.fixed.Main.main:42#6] // at corpus.extra.nulllistener.fixed.Main.main(Main.java:42)
  s7: join java.lang.Thread@Main.java:34 // at corpus.extra.nulllistener.fixed.Main.main(Main.java:43)
}

proc corpus.extra.nulllistener.fixed.Main.publish[corpus.extra.nulllistener.fixed.Main.main:42#6] {
  s1: read corpus.extra.nulllistener.fixed.Main.A // at corpus.extra.nulllistener.fixed.Main.publish(Main.java:25)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.fixed.Main.publish(Main.java:25)
  s3: switch corpus.extra.nulllistener.fixed.Main.listener null s6 nonnull s6 // at corpus.extra.nulllistener.fixed.Main.publish(Main.java:26)
  s6: release java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.fixed.Main.publish(Main.java:30)
}

proc entry {
  init0: call corpus.extra.nulllistener.fixed.Main.<clinit> // at corpus.extra.nulllistener.fixed.Main.main(Main.java:34)
  main: call corpus.extra.nulllistener.fixed.Main.main // at corpus.extra.nulllistener.fixed.Main.main(Main.java:34)
}

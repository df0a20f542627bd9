main entry
var corpus.extra.nulllistener.Main.listener { null nonnull } = null

proc corpus.extra.nulllistener.Main.<clinit> {
  s2: write corpus.extra.nulllistener.Main.A // at corpus.extra.nulllistener.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.nulllistener.Main.B // at corpus.extra.nulllistener.Main.<clinit>(Main.java:21)
}

proc corpus.extra.nulllistener.Main.lambda$main$0[corpus.extra.nulllistener.Main.publish:28#5,corpus.extra.nulllistener.Main.main:47#8] {
  s1: read corpus.extra.nulllistener.Main.B // at corpus.extra.nulllistener.Main.lambda$main$0(Main.java:35)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.Main.lambda$main$0(Main.java:35)
  s3: read java.lang.System.out          // at corpus.extra.nulllistener.Main.lambda$main$0(Main.java:36)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.nulllistener.Main.lambda$main$1 {
  s0: read corpus.extra.nulllistener.Main.B // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:40)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:40)
  s2: read corpus.extra.nulllistener.Main.A // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:41)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:41)
  s4: read java.lang.System.out          // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:42)
  s6: release java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:43)
  s16: release java.lang.Object@Main.java:21 // at corpus.extra.nulllistener.Main.lambda$main$1(Main.java:44)
}

proc corpus.extra.nulllistener.Main.main {
  s2: assign corpus.extra.nulllistener.Main.listener nonnull // at corpus.extra.nulllistener.Main.main(Main.java:34)
  s7: fork corpus.extra.nulllistener.Main.lambda$main$1 java.lang.Thread@Main.java:39 // at corpus.extra.nulllistener.Main.main(Main.java:46)
  s8: call corpus.extra.nulllistener.Main.publish[corpus.extra.nulllistener.Main.main:47#8] // at corpus.extra.nulllistener.Main.main(Main.java:47)
  s9: join java.lang.Thread@Main.java:39 // at corpus.extra.nulllistener.Main.main(Main.java:48)
}

proc corpus.extra.nulllistener.Main.publish[corpus.extra.nulllistener.Main.main:47#8] {
  s1: read corpus.extra.nulllistener.Main.A // at corpus.extra.nulllistener.Main.publish(Main.java:25)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.Main.publish(Main.java:25)
  s3: switch corpus.extra.nulllistener.Main.listener null s6 nonnull s5e2 // at corpus.extra.nulllistener.Main.publish(Main.java:26)
  s6: release java.lang.Object@Main.java:20 // at corpus.extra.nulllistener.Main.publish(Main.java:30)
  s6_1: goto exit                        // at corpus.extra.nulllistener.Main.publish(Main.java:30)
  s5e2: call corpus.extra.nulllistener.Main.lambda$main$0[corpus.extra.nulllistener.Main.publish:28#5,corpus.extra.nulllistener.Main.main:47#8] // at corpus.extra.nulllistener.Main.publish(Main.java:28)
  s5e2_1: goto s6                        // at corpus.extra.nulllistener.Main.publish(Main.java:28)
}

proc entry {
  init0: call corpus.extra.nulllistener.Main.<clinit> // at corpus.extra.nulllistener.Main.main(Main.java:34)
  main: call corpus.extra.nulllistener.Main.main // at corpus.extra.nulllistener.Main.main(Main.java:34)
}

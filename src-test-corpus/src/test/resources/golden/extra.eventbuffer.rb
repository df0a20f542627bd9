main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:22.items cap 5 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:22.many cap 1 init 0

proc corpus.extra.eventbuffer.Main.<clinit> {
  s2: write corpus.extra.eventbuffer.Main.EVENTS // at corpus.extra.eventbuffer.Main.<clinit>(Main.java:22)
  s5: write corpus.extra.eventbuffer.Main.A // at corpus.extra.eventbuffer.Main.<clinit>(Main.java:23)
  s8: write corpus.extra.eventbuffer.Main.B // at corpus.extra.eventbuffer.Main.<clinit>(Main.java:24)
}

proc corpus.extra.eventbuffer.Main.lambda$main$0 {
  s1_1: jump s2 exit1_s1                 // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:32)
  exit1_s1: skip                         // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:32)
  s1_2: goto s5                          // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:33)
  s2_1: goto s1_1                        // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:33)
  s5: read corpus.extra.eventbuffer.Main.A // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:35)
  s6: acquire java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:35)
  s7: read corpus.extra.eventbuffer.Main.B // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:36)
  s8: acquire java.lang.Object@Main.java:24 // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:36)
  s9: call corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:37)
  s10: release java.lang.Object@Main.java:24 // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:38)
  s20: release java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] {
  s1: read corpus.extra.eventbuffer.Main.EVENTS // at corpus.extra.eventbuffer.Main.log(Main.java:27)
  s2: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:22.items 1 else s2_1 // at corpus.extra.eventbuffer.Main.log(Main.java:27)
  s2_3: goto s2_2                        // at corpus.extra.eventbuffer.Main.log(Main.java:27)
  s2_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:22.many 1 else s2_2 // at corpus.extra.eventbuffer.Main.log(Main.java:27)
  s2_2: skip                             // at corpus.extra.eventbuffer.Main.log(Main.java:27)
}

proc corpus.extra.eventbuffer.Main.main {
  s5: fork corpus.extra.eventbuffer.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.eventbuffer.Main.main(Main.java:41)
  s6: call corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] // at corpus.extra.eventbuffer.Main.main(Main.java:42)
  s8_1: jump s9 exit8_s8                 // at corpus.extra.eventbuffer.Main.main(Main.java:43)
  exit8_s8: skip                         // at corpus.extra.eventbuffer.Main.main(Main.java:43)
  s8_2: goto s12                         // at corpus.extra.eventbuffer.Main.main(Main.java:43)
  s9: call corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] // at corpus.extra.eventbuffer.Main.main(Main.java:44)
  s9_1: goto s8_1                        // at corpus.extra.eventbuffer.Main.main(Main.java:44)
  s12: read corpus.extra.eventbuffer.Main.EVENTS // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:22.items 1 else s13_1 // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13_4: goto s13_3                      // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13_1: jump s30 s13_2                  // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:22.many 1 else s30 // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13_5: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:22.many 1 else s13_3 // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s13_3: skip                            // at corpus.extra.eventbuffer.Main.main(Main.java:46)
  s15: read corpus.extra.eventbuffer.Main.B // at corpus.extra.eventbuffer.Main.main(Main.java:47)
  s16: acquire java.lang.Object@Main.java:24 // at corpus.extra.eventbuffer.Main.main(Main.java:47)
  s17: read corpus.extra.eventbuffer.Main.A // at corpus.extra.eventbuffer.Main.main(Main.java:48)
  s18: acquire java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.Main.main(Main.java:48)
  s19: call corpus.extra.eventbuffer.Main.log[corpus.extra.eventbuffer.Main.lambda$main$0:33#2] // at corpus.extra.eventbuffer.Main.main(Main.java:49)
  s20: release java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.Main.main(Main.java:50)
  s20_1: goto s44                        // at corpus.extra.eventbuffer.Main.main(Main.java:50)
  s30: join java.lang.Thread@Main.java:31 // at corpus.extra.eventbuffer.Main.main(Main.java:53)
  s35: read corpus.extra.eventbuffer.Main.EVENTS // at corpus.extra.eventbuffer.Main.main(Main.java:55)
  s37: jump s37_3 s37_1                  // at corpus.extra.eventbuffer.Main.main(Main.java:55)
  s37_1: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:22.items 1 else s37_3 // at corpus.extra.eventbuffer.Main.main(Main.java:55)
  s37_2: goto s37                        // at corpus.extra.eventbuffer.Main.main(Main.java:55)
  s37_3: skip                            // at corpus.extra.eventbuffer.Main.main(Main.java:55)
  s38: read java.lang.System.out         // at corpus.extra.eventbuffer.Main.main(Main.java:56)
  s38_1: goto exit                       // at corpus.extra.eventbuffer.Main.main(Main.java:56)
  s44: release java.lang.Object@Main.java:24 // at corpus.extra.eventbuffer.Main.main(Main.java:51)
  s44_1: goto s30                        // at corpus.extra.eventbuffer.Main.main(Main.java:51)
}

proc entry {
  init0: call corpus.extra.eventbuffer.Main.<clinit> // at corpus.extra.eventbuffer.Main.main(Main.java:31)
  main: call corpus.extra.eventbuffer.Main.main // at corpus.extra.eventbuffer.Main.main(Main.java:31)
}

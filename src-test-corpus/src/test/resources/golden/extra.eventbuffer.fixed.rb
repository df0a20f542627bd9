main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:21.items cap 5 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:21.many cap 1 init 0

proc corpus.extra.eventbuffer.fixed.Main.<clinit> {
  s2: write corpus.extra.eventbuffer.fixed.Main.EVENTS // at corpus.extra.eventbuffer.fixed.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.eventbuffer.fixed.Main.A // at corpus.extra.eventbuffer.fixed.Main.<clinit>(Main.java:22)
  s8: write corpus.extra.eventbuffer.fixed.Main.B // at corpus.extra.eventbuffer.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.eventbuffer.fixed.Main.lambda$main$0 {
  s1_1: jump s2 exit1_s1                 // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:31)
  exit1_s1: skip                         // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:31)
  s1_2: goto s5                          // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:31)
  s2: call corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:32)
  s2_1: goto s1_1                        // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:32)
  s5: read corpus.extra.eventbuffer.fixed.Main.A // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:34)
  s6: acquire java.lang.Object@Main.java:22 // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:34)
  s7: read corpus.extra.eventbuffer.fixed.Main.B // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:35)
  s8: acquire java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:35)
  s9: call corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:36)
  s10: release java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:37)
  s20: release java.lang.Object@Main.java:22 // at corpus.extra.eventbuffer.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] {
  s1: read corpus.extra.eventbuffer.fixed.Main.EVENTS // at corpus.extra.eventbuffer.fixed.Main.log(Main.java:26)
  s2: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:21.items 1 else s2_1 // at corpus.extra.eventbuffer.fixed.Main.log(Main.java:26)
  s2_3: goto s2_2                        // at corpus.extra.eventbuffer.fixed.Main.log(Main.java:26)
  s2_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:21.many 1 else s2_2 // at corpus.extra.eventbuffer.fixed.Main.log(Main.java:26)
  s2_2: skip                             // at corpus.extra.eventbuffer.fixed.Main.log(Main.java:26)
}

proc corpus.extra.eventbuffer.fixed.Main.main {
  s5: fork corpus.extra.eventbuffer.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:40)
  s6: call corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:41)
  s8_1: jump s9 exit8_s8                 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:42)
  exit8_s8: skip                         // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:42)
  s8_2: goto s12                         // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:42)
  s9: call corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:43)
  s9_1: goto s8_1                        // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:43)
  s12: read corpus.extra.eventbuffer.fixed.Main.EVENTS // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:21.items 1 else s13_1 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_4: goto s13_3                      // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_1: jump s15 s13_2                  // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:21.many 1 else s15 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_5: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:21.many 1 else s13_3 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_3: skip                            // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s13_6: goto s30                        // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:45)
  s15: read corpus.extra.eventbuffer.fixed.Main.B // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:46)
  s16: acquire java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:46)
  s17: read corpus.extra.eventbuffer.fixed.Main.A // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:47)
  s18: acquire java.lang.Object@Main.java:22 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:47)
  s19: call corpus.extra.eventbuffer.fixed.Main.log[corpus.extra.eventbuffer.fixed.Main.lambda$main$0:32#2] // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:48)
  s20: release java.lang.Object@Main.java:22 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:49)
  s20_1: goto s44                        // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:49)
  s30: join java.lang.Thread@Main.java:30 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:52)
  s35: read corpus.extra.eventbuffer.fixed.Main.EVENTS // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:54)
  s37: jump s37_3 s37_1                  // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:54)
  s37_1: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:21.items 1 else s37_3 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:54)
  s37_2: goto s37                        // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:54)
  s37_3: skip                            // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:54)
  s38: read java.lang.System.out         // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:55)
  s38_1: goto exit                       // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:55)
  s44: release java.lang.Object@Main.java:23 // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:50)
  s44_1: goto s30                        // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:50)
}

proc entry {
  init0: call corpus.extra.eventbuffer.fixed.Main.<clinit> // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:30)
  main: call corpus.extra.eventbuffer.fixed.Main.main // at corpus.extra.eventbuffer.fixed.Main.main(Main.java:30)
}

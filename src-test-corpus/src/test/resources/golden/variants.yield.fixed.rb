main corpus.variants.yield.fixed.Main.main

proc corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:20,corpus.variants.yield.fixed.Main$Office@Main.java:48] {
}

proc corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:21,corpus.variants.yield.fixed.Main$Office@Main.java:48] {
}

proc corpus.variants.yield.fixed.Main$Office.<init>[corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s3: call corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:20,corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:20)
  s4: write corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:20)
  s6: call corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:21,corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:21)
  s7: write corpus.variants.yield.fixed.Main$Office@Main.java:48.bottom // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:21)
}

proc corpus.variants.yield.fixed.Main$Office.drawer[corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s2: jump s3 s5 s7                      // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:24)
  s3: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:26)
  s3_1: goto exit                        // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:26)
  s5: read corpus.variants.yield.fixed.Main$Office@Main.java:48.bottom // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:28)
  s5_1: goto exit                        // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:28)
  s7: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:30)
}

proc corpus.variants.yield.fixed.Main$Office.file[corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s4: acquire corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:37)
  s5: call corpus.variants.yield.fixed.Main$Office.drawer[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6: jump s6_1 s6_3                     // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6_1: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6_2: goto s7e1                        // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6_3: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6_4: goto s7e2                        // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s29: release corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:43)
  s29_1: goto exit                       // at corpus.variants.yield.fixed.Main$Office.file(Main.java:43)
  s7e1: call corpus.variants.yield.fixed.Main$Office.drawer[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e1: jump s8e1_1 s8e1_3               // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e1_1: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e1_2: goto s9e3                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e1_3: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e1_4: goto s9e4                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s27e1: release corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s27e1_1: goto s29                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s7e2: call corpus.variants.yield.fixed.Main$Office.drawer[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e2: jump s8e2_1 s8e2_3               // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e2_1: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e2_2: goto s9e5                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e2_3: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8e2_4: goto s9e6                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s27e2: release corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s27e2_1: goto s29                      // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s9e3: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10e3: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12e3: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13e3: release corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s13e3_1: goto s27e1                    // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s9e4: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10e4: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12e4: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13e4: release corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s13e4_1: goto s27e1                    // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s9e5: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10e5: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12e5: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13e5: release corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s13e5_1: goto s27e2                    // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s9e6: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10e6: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12e6: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13e6: release corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s13e6_1: goto s27e2                    // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
}

proc corpus.variants.yield.fixed.Main.lambda$main$0[corpus.variants.yield.fixed.Main.main:49#7] {
  s1: call corpus.variants.yield.fixed.Main$Office.file[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.lambda$main$0(Main.java:49)
}

proc corpus.variants.yield.fixed.Main.lambda$main$1[corpus.variants.yield.fixed.Main.main:50#11] {
  s1: call corpus.variants.yield.fixed.Main$Office.file[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.variants.yield.fixed.Main.main {
  s2: call corpus.variants.yield.fixed.Main$Office.<init>[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.main(Main.java:48)
  s7: fork corpus.variants.yield.fixed.Main.lambda$main$0[corpus.variants.yield.fixed.Main.main:49#7] java.lang.Thread@Main.java:49 // at corpus.variants.yield.fixed.Main.main(Main.java:49)
  s11: fork corpus.variants.yield.fixed.Main.lambda$main$1[corpus.variants.yield.fixed.Main.main:50#11] java.lang.Thread@Main.java:50 // at corpus.variants.yield.fixed.Main.main(Main.java:50)
}

main corpus.variants.yield.fixed.Main.main

proc corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:20,corpus.variants.yield.fixed.Main$Office@Main.java:48] {
}

proc corpus.variants.yield.fixed.Main$Office.<init>[corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s3: call corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:20,corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:20)
  s4: write corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:20)
  s6: call corpus.variants.yield.fixed.Main$Drawer.<init>[corpus.variants.yield.fixed.Main$Drawer@Main.java:20,corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:21)
  s7: write corpus.variants.yield.fixed.Main$Office@Main.java:48.bottom // at corpus.variants.yield.fixed.Main$Office.<init>(Main.java:21)
}

proc corpus.variants.yield.fixed.Main$Office.drawer[args(p0=0),corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s3: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:26)
}

proc corpus.variants.yield.fixed.Main$Office.drawer[args(p0=1),corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s5: read corpus.variants.yield.fixed.Main$Office@Main.java:48.bottom // at corpus.variants.yield.fixed.Main$Office.drawer(Main.java:28)
}

proc corpus.variants.yield.fixed.Main$Office.file[args(p0=0;p1=1),corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s4: acquire corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:37)
  s5: call corpus.variants.yield.fixed.Main$Office.drawer[args(p0=0),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s7: call corpus.variants.yield.fixed.Main$Office.drawer[args(p0=1),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s9: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13: release corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s27: release corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s29: release corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:43)
}

proc corpus.variants.yield.fixed.Main$Office.file[args(p0=1;p1=0),corpus.variants.yield.fixed.Main$Office@Main.java:48] {
  s4: acquire corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:37)
  s5: call corpus.variants.yield.fixed.Main$Office.drawer[args(p0=1),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s6: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:38)
  s7: call corpus.variants.yield.fixed.Main$Office.drawer[args(p0=0),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s8: acquire corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:39)
  s9: read corpus.variants.yield.fixed.Main$Office@Main.java:48.top // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s10: read corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s12: write corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48].papers // at corpus.variants.yield.fixed.Main$Office.file(Main.java:40)
  s13: release corpus.variants.yield.fixed.Main$Drawer@Main.java:20[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:41)
  s27: release corpus.variants.yield.fixed.Main$Drawer@Main.java:21[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main$Office.file(Main.java:42)
  s29: release corpus.variants.yield.fixed.Main$Office@Main.java:48 // at corpus.variants.yield.fixed.Main$Office.file(Main.java:43)
}

proc corpus.variants.yield.fixed.Main.lambda$main$0[corpus.variants.yield.fixed.Main.main:49#7] {
  s1: call corpus.variants.yield.fixed.Main$Office.file[args(p0=0;p1=1),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.lambda$main$0(Main.java:49)
}

proc corpus.variants.yield.fixed.Main.lambda$main$1[corpus.variants.yield.fixed.Main.main:50#11] {
  s1: call corpus.variants.yield.fixed.Main$Office.file[args(p0=1;p1=0),corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.variants.yield.fixed.Main.main {
  s2: call corpus.variants.yield.fixed.Main$Office.<init>[corpus.variants.yield.fixed.Main$Office@Main.java:48] // at corpus.variants.yield.fixed.Main.main(Main.java:48)
  s7: fork corpus.variants.yield.fixed.Main.lambda$main$0[corpus.variants.yield.fixed.Main.main:49#7] java.lang.Thread@Main.java:49 // at corpus.variants.yield.fixed.Main.main(Main.java:49)
  s11: fork corpus.variants.yield.fixed.Main.lambda$main$1[corpus.variants.yield.fixed.Main.main:50#11] java.lang.Thread@Main.java:50 // at corpus.variants.yield.fixed.Main.main(Main.java:50)
}

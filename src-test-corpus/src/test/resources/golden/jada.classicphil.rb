main corpus.jada.classicphil.Main.main

proc corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:52] {
}

proc corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:53] {
}

proc corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:54] {
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:55] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:56] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:57] {
  s4: write corpus.jada.classicphil.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:29)
  s5: write corpus.jada.classicphil.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.Main$Philosopher.<init>(Main.java:30)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=0 {
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=2 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:55.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=0 {
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=2 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:56.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:53 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57] {
  s2: jump exit s4                       // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:34)
  s4: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10: write corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57] // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=0 {
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=0 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=2 {
  s4e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.left // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s5e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:37)
  s6e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.right // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s7e1: acquire corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:38)
  s8e1: read corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s10e1: write corpus.jada.classicphil.Main$Philosopher@Main.java:57.eaten // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:39)
  s11e1: release corpus.jada.classicphil.Main$Fork@Main.java:52 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:40)
  s21e1: release corpus.jada.classicphil.Main$Fork@Main.java:54 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:41)
  s24e3: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=1 // at corpus.jada.classicphil.Main$Philosopher.dine(Main.java:42)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:55] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:55]#args,p0=2 // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:56] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:56]#args,p0=2 // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:57] {
  s1: call corpus.jada.classicphil.Main$Philosopher.dine[corpus.jada.classicphil.Main$Philosopher@Main.java:57]#args,p0=2 // at corpus.jada.classicphil.Main$Philosopher.run(Main.java:47)
}

proc corpus.jada.classicphil.Main.main {
  s2: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:52] // at corpus.jada.classicphil.Main.main(Main.java:52)
  s5: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:53] // at corpus.jada.classicphil.Main.main(Main.java:53)
  s8: call corpus.jada.classicphil.Main$Fork.<init>[corpus.jada.classicphil.Main$Fork@Main.java:54] // at corpus.jada.classicphil.Main.main(Main.java:54)
  s12: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:55] // at corpus.jada.classicphil.Main.main(Main.java:55)
  s14: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:55] java.lang.Thread@Main.java:55 // at corpus.jada.classicphil.Main.main(Main.java:55)
  s17: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:56] // at corpus.jada.classicphil.Main.main(Main.java:56)
  s19: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:56] java.lang.Thread@Main.java:56 // at corpus.jada.classicphil.Main.main(Main.java:56)
  s22: call corpus.jada.classicphil.Main$Philosopher.<init>[corpus.jada.classicphil.Main$Philosopher@Main.java:57] // at corpus.jada.classicphil.Main.main(Main.java:57)
  s24: fork corpus.jada.classicphil.Main$Philosopher.run[corpus.jada.classicphil.Main$Philosopher@Main.java:57] java.lang.Thread@Main.java:57 // at corpus.jada.classicphil.Main.main(Main.java:57)
}

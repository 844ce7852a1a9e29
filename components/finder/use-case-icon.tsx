import {
  BarChart3, BookOpen, Bot, Box, Briefcase, CircleUser, Code, FileText, Gift, Globe, GraduationCap, Image, Languages,
  Layers, Megaphone, Microscope, Music, Palette, PenLine, Presentation, Search, Share2, Smartphone,
  TrendingUp, Video, WandSparkles, Zap, type LucideIcon,
} from "lucide-react";
import type { UseCaseId } from "@/lib/use-cases";

export const useCaseIcons: Record<UseCaseId, LucideIcon> = {
  text: FileText,
  writing: PenLine,
  images: Image,
  video: Video,
  code: Code,
  "vibe-coding": WandSparkles,
  learning: BookOpen,
  free: Gift,
  "app-development": Smartphone,
  research: Microscope,
  audio: Music,
  creative: Palette,
  productivity: Zap,
  business: Briefcase,
  design: Box,
  education: GraduationCap,
  translation: Languages,
  search: Search,
  data: BarChart3,
  seo: TrendingUp,
  marketing: Megaphone,
  chatbot: Bot,
  logo: Layers,
  presentation: Presentation,
  "web-development": Globe,
  social: Share2,
  avatar: CircleUser,
};

